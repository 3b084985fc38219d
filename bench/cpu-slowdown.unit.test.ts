import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor, MAX_CPU_SLOWDOWN } from './cpu-slowdown';

describe('cpuSlowdownFor (Lighthouse CPU throttling calculator)', () => {
  it("meets the calculator's own points", () => {
    expect(cpuSlowdownFor(150)).toBe(1);
    expect(cpuSlowdownFor(800)).toBe(2);
    expect(cpuSlowdownFor(1300)).toBe(3);
    expect(cpuSlowdownFor(1533)).toBe(4);
    expect(cpuSlowdownFor(1766)).toBe(5);
    expect(cpuSlowdownFor(2000)).toBe(6);
  });

  it('draws straight lines between them, to one decimal', () => {
    expect(cpuSlowdownFor(475)).toBe(1.5);
    expect(cpuSlowdownFor(1050)).toBe(2.5);
    expect(cpuSlowdownFor(1416.5)).toBe(3.5);
    expect(cpuSlowdownFor(600)).toBe(1.7);
  });

  it('rises with the index', () => {
    let previous = 0;
    for (let index = 0; index <= 5000; index += 10) {
      const multiplier = cpuSlowdownFor(index);
      expect(multiplier).toBeGreaterThanOrEqual(previous);
      previous = multiplier;
    }
  });

  it('runs a host slower than the phone unslowed, and anything not an index too', () => {
    expect(cpuSlowdownFor(149)).toBe(1);
    expect(cpuSlowdownFor(0)).toBe(1);
    expect(cpuSlowdownFor(Number.NaN)).toBe(1);
  });

  it("stops at the guidance's upper end", () => {
    expect(cpuSlowdownFor(2931)).toBe(MAX_CPU_SLOWDOWN);
    expect(cpuSlowdownFor(100_000)).toBe(MAX_CPU_SLOWDOWN);
  });
});
