/**
 * Issue 25: the creation center's media field. tus-js-client is replaced by a controllable fake (the protocol
 * itself is proved against the real server in apps/server/test/media-uploads.test.ts): the field shows progress
 * on a labelled <progress>, pauses and resumes, continues an earlier upload of the same file, translates the
 * server's error codes and a broken connection, refuses a too-large file before sending, and shows the result.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { MediaRef } from '@portico/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers, envelope } from './client-helpers.tsx';
import { makeBootstrap, SCHOOL_ID } from './fixtures/bootstrap.ts';

interface FakeOptions {
  metadata: Record<string, string>;
  onProgress: (sent: number, total: number) => void;
  onError: (error: Error) => void;
  onSuccess: () => void;
}

const fake = vi.hoisted(() => ({
  uploads: [] as Array<{ options: FakeOptions; started: number; aborted: number; resumedFrom: unknown }>,
  previous: [] as Array<{ creationTime: string; size: number }>,
}));

vi.mock('tus-js-client', () => {
  class DetailedError extends Error {
    constructor(
      message: string,
      readonly originalResponse: { getBody(): string } | null,
    ) {
      super(message);
    }
  }
  class Upload {
    url = `/api/media/v1/${'1'.repeat(19)}/uploads/${'1'.repeat(19)}-${'a'.repeat(32)}`;
    state: { options: FakeOptions; started: number; aborted: number; resumedFrom: unknown };
    constructor(_file: File, options: FakeOptions) {
      this.state = { options, started: 0, aborted: 0, resumedFrom: null };
      fake.uploads.push(this.state);
    }
    findPreviousUploads() {
      return Promise.resolve(fake.previous);
    }
    resumeFromPreviousUpload(previous: unknown) {
      this.state.resumedFrom = previous;
    }
    start() {
      this.state.started += 1;
    }
    abort() {
      this.state.aborted += 1;
      return Promise.resolve();
    }
  }
  return { Upload, DetailedError };
});

const { default: MediaUploadField } =
  await import('@/features/media-upload/components/media-upload-field.tsx');
// The fake's constructor (message, response), not the real one's signature.
const DetailedError = (await import('tus-js-client')).DetailedError as unknown as new (
  message: string,
  response: { getBody(): string },
) => Error;

const bootstrap = makeBootstrap(`/iadmin/${SCHOOL_ID}/create-center/?sxz-lang=en_US`);
const REF: MediaRef = {
  mediaId: '2'.repeat(19),
  kind: 'video',
  name: 'Intro.mp4',
  bytes: 5 * 1024 * 1024,
  url: '/api/media/v1/x/files/y/video.mp4',
  durationS: 83,
  pageCount: null,
};

function mount(value: MediaRef | null = null, kind: MediaRef['kind'] = 'video') {
  const onChange = vi.fn();
  const view = render(
    <Providers bootstrap={bootstrap} packs={['console']}>
      <MediaUploadField
        schoolId={SCHOOL_ID}
        kind={kind}
        value={value}
        onChange={onChange}
        label="Lecture video"
      />
    </Providers>,
  );
  return { onChange, view };
}

async function pick(name = 'Intro.mp4', size = 1000) {
  const file = new File([new Uint8Array(Math.min(size, 10))], name, { type: 'video/mp4' });
  Object.defineProperty(file, 'size', { value: size });
  await act(async () => {
    fireEvent.change(screen.getByLabelText('Lecture video'), { target: { files: [file] } });
  });
}

beforeEach(() => {
  fake.uploads.length = 0;
  fake.previous = [];
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('MediaUploadField', () => {
  it('uploads with a labelled progress bar, pauses, resumes and hands the MediaRef over', async () => {
    const fetchMock = vi.fn(async () => envelope(200, { code: 200, data: REF }));
    vi.stubGlobal('fetch', fetchMock);
    const { onChange } = mount();
    expect(screen.getByText(/MP4, WebM or Ogg video, up to 4 GB/)).toBeTruthy();
    await pick();
    const upload = fake.uploads[0]!;
    expect(upload.options.metadata).toEqual({ filename: 'Intro.mp4', kind: 'video' });
    expect(upload.started).toBe(1);
    act(() => upload.options.onProgress(250, 1000));
    const bar = screen.getByRole('progressbar', { name: 'Upload progress: Lecture video' });
    expect(bar.getAttribute('value')).toBe('25');
    expect(screen.getByRole('status').textContent).toBe('Uploading… 25%');
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(upload.aborted).toBe(1);
    expect(screen.getByRole('status').textContent).toBe('Paused at 25%.');
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    expect(upload.started).toBe(2);
    await act(async () => upload.options.onSuccess());
    expect(fetchMock).toHaveBeenCalledWith(expect.stringMatching(/\/uploads\/.+\/media$/), expect.anything());
    expect(onChange).toHaveBeenCalledWith(REF);
  });

  it('continues an earlier upload of the same file', async () => {
    fake.previous = [
      { creationTime: '2026-11-27T10:00:00.000Z', size: 1000 },
      { creationTime: '2026-11-27T11:00:00.000Z', size: 1000 },
    ];
    mount();
    await pick();
    expect(fake.uploads[0]!.resumedFrom).toEqual(fake.previous[0]);
    act(() => fake.uploads[0]!.options.onProgress(600, 1000));
    expect(screen.getByRole('status').textContent).toBe('Continuing the earlier upload of this file… 60%');
  });

  it('translates the server refusal and offers Resume after a broken connection', async () => {
    mount();
    await pick();
    const body = JSON.stringify({ code: 415, errorCode: 'MEDIA_TYPE_REFUSED', message: 'x' });
    act(() => fake.uploads[0]!.options.onError(new DetailedError('refused', { getBody: () => body })));
    expect(screen.getByRole('alert').textContent).toMatch(/not of the expected type/);
    expect(screen.queryByRole('button', { name: 'Resume' })).toBeNull();
    await pick();
    act(() => fake.uploads[1]!.options.onError(new Error('offline')));
    expect(screen.getByRole('alert').textContent).toBe(
      'The connection broke. Press Resume to continue where it stopped.',
    );
    expect(screen.getByRole('button', { name: 'Resume' })).toBeTruthy();
  });

  it('refuses a file above the kind limit before sending anything', async () => {
    mount(null, 'caption');
    await pick('big.vtt', 3 * 1024 * 1024);
    expect(fake.uploads).toHaveLength(0);
    expect(screen.getByRole('alert').textContent).toBe('This file is larger than 2 MB.');
  });

  it('shows what the server read from the file, and removes it', () => {
    const { onChange } = mount(REF);
    const result = screen.getByTestId('media-upload-result');
    expect(result.textContent).toContain('Intro.mp4');
    expect(result.textContent).toContain('5 MB');
    expect(result.textContent).toContain('Duration: 1:23');
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onChange).toHaveBeenCalledWith(null);
  });
});
