// A request's logger, made only when something logs: Fastify makes a pino child per request (with
// the request's id), which a request that logs nothing (most, at warn) paid for anyway (decision 0039).
import type { FastifyBaseLogger } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
type LogArguments = Parameters<FastifyBaseLogger['info']>;

/** pino's, when the parent is pino (it is, unless logging is off). */
type Levelled = FastifyBaseLogger & { isLevelEnabled?(level: string): boolean };

class LazyLogger implements FastifyBaseLogger {
  #made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: Levelled,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  #child(): FastifyBaseLogger {
    return (this.#made ??= this.parent.child(this.bindings, this.options));
  }

  #log(level: Exclude<Level, 'silent'>, args: LogArguments): void {
    // A level the parent does not write costs nothing, as pino's own disabled methods.
    if (this.#made === undefined && this.parent.isLevelEnabled?.(level) === false) return;
    (this.#child()[level] as (...a: LogArguments) => void)(...args);
  }

  get level(): string {
    return this.#made?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.#child().level = level;
  }

  fatal(...args: LogArguments) {
    this.#log('fatal', args);
  }
  error(...args: LogArguments) {
    this.#log('error', args);
  }
  warn(...args: LogArguments) {
    this.#log('warn', args);
  }
  info(...args: LogArguments) {
    this.#log('info', args);
  }
  debug(...args: LogArguments) {
    this.#log('debug', args);
  }
  trace(...args: LogArguments) {
    this.#log('trace', args);
  }
  silent() {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#child().child(bindings, options);
  }
}

/**
 * Fastify's childLoggerFactory. A route with its own log level gets its child at once (its level
 * decides what is written, not the parent's).
 */
export function lazyChildLogger(logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  if (options.level !== undefined) return logger.child(bindings, options);
  return new LazyLogger(logger, bindings, options);
}
