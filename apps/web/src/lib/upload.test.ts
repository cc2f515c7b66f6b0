import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, setUnauthorizedHandler } from './api-client';
import { FakeXhr } from '../test/fake-xhr';
import { uploadFile } from './upload';

describe('uploadFile', () => {
  beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeXhr));
  afterEach(() => {
    vi.unstubAllGlobals();
    setUnauthorizedHandler(undefined);
  });

  it('posts the file in the named field with the Bearer token, reports progress and unwraps the envelope', async () => {
    localStorage.setItem('token', 'tok');
    const progress = vi.fn();
    const file = new File(['x'], 'me.png', { type: 'image/png' });
    const done = uploadFile<{ imageUrl: string }>('/profile/upload/profile-picture', {
      field: 'image',
      file,
      onProgress: progress,
    });
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/profile/upload/profile-picture');
    expect(xhr.headers.Authorization).toBe('Bearer tok');
    expect(xhr.body?.get('image')).toBe(file);
    xhr.progress(25, 100);
    expect(progress).toHaveBeenCalledWith(25);
    xhr.respond(200, { status: 'SUCCESS', message: 'Profile picture uploaded successfully', data: { imageUrl: 'u' } });
    await expect(done).resolves.toEqual({ data: { imageUrl: 'u' }, message: 'Profile picture uploaded successfully' });
  });

  it('sends text fields before the file', () => {
    const file = new File(['x'], 'sea.png', { type: 'image/png' });
    void uploadFile('/gallery/upload', { field: 'image', file, fields: { title: 'Sea', isVisible: 'true' } });
    expect([...FakeXhr.last!.body!.entries()]).toEqual([
      ['title', 'Sea'],
      ['isVisible', 'true'],
      ['image', file],
    ]);
  });

  it('signs the user out on 401 and rejects with the server message', async () => {
    localStorage.setItem('token', 'tok');
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    const done = uploadFile('/profile/upload/background-image', { field: 'image', file: new Blob(['x']) });
    FakeXhr.last!.respond(401, { status: 'ERROR', code: 'UNAUTHENTICATED', message: 'Invalid or expired token' });
    await expect(done).rejects.toMatchObject({ status: 401, message: 'Invalid or expired token' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('rejects with a network error when no answer arrives', async () => {
    const done = uploadFile('/profile/upload/background-image', { field: 'image', file: new Blob(['x']) });
    FakeXhr.last!.onerror?.();
    const error = await done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'NETWORK' });
  });
});
