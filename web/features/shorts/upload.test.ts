// The studio's uploader (web/features/shorts/upload.ts): the type the server is told, from the file.
import { describe, expect, it } from 'vitest';
import { clipTypeOf } from './upload';

describe('the uploader', () => {
  it('names the type by the file, when the browser gives none', () => {
    expect(clipTypeOf({ name: 'a.MOV', type: '' })).toBe('video/quicktime');
    expect(clipTypeOf({ name: 'a.webm', type: 'video/webm' })).toBe('video/webm');
    expect(clipTypeOf({ name: 'notes.txt', type: 'text/plain' })).toBeNull();
  });
});
