/** Issue 12 general feedback dialog (spec §5 / §8): rules, warnings, uploads and submission, as a user meets them. */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import FeedbackDialog from '@/features/feedback/components/feedback-dialog.tsx';
import { getToasts } from '@/lib/toast.ts';
import { envelope, Providers } from './client-helpers.tsx';
import { homeUrl, makeBootstrap, SCHOOL_ID } from './fixtures/bootstrap.ts';

const viewer = {
  id: '2000000000000000002',
  nickName: 'Tom',
  realName: null,
  mobile: null,
  email: null,
  avatarUrl: null,
};
let fetchMock: ReturnType<typeof vi.fn>;
let uploadAnswer: () => Response;
let onClose: ReturnType<typeof vi.fn<() => void>>;

const URL_1 = `/api/files/${SCHOOL_ID}/${'a'.repeat(32)}.png`;

function renderDialog(initialType: 0 | 1 = 1) {
  onClose = vi.fn<() => void>();
  render(
    <Providers bootstrap={makeBootstrap(homeUrl, { viewer })}>
      <FeedbackDialog schoolId={SCHOOL_ID} initialType={initialType} onClose={onClose} />
    </Providers>,
  );
}

/** Lets fetches, mutations and re-renders finish (a few macrotasks: the mutation settles after its fetch). */
async function settle() {
  for (let i = 0; i < 3; i += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[type=file]')!;
async function pick(...files: File[]) {
  fireEvent.change(fileInput(), { target: { files } });
  await settle();
}
const png = (name = 'a.png') =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
const calls = (part: string) => fetchMock.mock.calls.filter((c) => String(c[0]).includes(part));

beforeEach(() => {
  uploadAnswer = () =>
    envelope(200, {
      resultCode: 20000,
      data: { static_url: URL_1, width: 10, height: 10, contentType: 'image/png', size: 4 },
    });
  fetchMock = vi.fn(async (url: string) => {
    if (url.includes('content-review-switch'))
      return envelope(200, { code: 200, data: { contentReviewSwitch: '1' } });
    if (url.includes('uploadFile')) return uploadAnswer();
    return envelope(200, { code: 200, data: { id: '1' } });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('feedback dialog', () => {
  it('opens on the given type with the four spec types, fault report first', () => {
    renderDialog();
    const radios = screen.getAllByRole('radio').map((r) => r.closest('label')!.textContent);
    expect(radios).toEqual(['Fault report', 'Use experience', 'Question consultation', 'Content comment']);
    expect(screen.getByRole('radio', { name: 'Fault report' })).toHaveProperty('checked', true);
    cleanup();
    renderDialog(0);
    expect(screen.getByRole('radio', { name: 'Use experience' })).toHaveProperty('checked', true);
  });

  it('requires a description, strips leading whitespace and keeps 200 characters', async () => {
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter questions and suggestions');
    const text = screen.getByLabelText('Description') as HTMLTextAreaElement;
    fireEvent.change(text, { target: { value: `  \n ${'x'.repeat(250)}` } });
    expect(text.value).toBe('x'.repeat(200));
    expect(screen.getByText('200 of 200 characters')).toBeTruthy();
    expect(calls('addFeedback')).toHaveLength(0);
  });

  it('checks the phone only when contact is allowed', async () => {
    renderDialog();
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Broken' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'You may contact me about this feedback' }));
    const phone = screen.getByLabelText('Mobile number') as HTMLInputElement;
    fireEvent.change(phone, { target: { value: '12a3456789012' } });
    expect(phone.value).toBe('12345678901');
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter a correct mobile number');
    expect(calls('addFeedback')).toHaveLength(0);
  });

  it('warns about a wrong format, two files at once and no file; uploads one image with a preview', async () => {
    renderDialog();
    // The content-review hint follows the school's switch (fetched when the dialog opens).
    expect(await screen.findByText(/Images are checked before they are accepted/)).toBeTruthy();
    await pick(new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert').textContent).toBe('Only gif, jpeg/jpg or png images can be uploaded');
    await pick(png('a.png'), png('b.png'));
    expect(screen.getByRole('alert').textContent).toBe('Only 1 file can be uploaded at a time!');
    await pick();
    expect(screen.getByRole('alert').textContent).toBe('Please select a file first');
    expect(calls('uploadFile')).toHaveLength(0);

    await pick(png());
    const [url, init] = calls('uploadFile')[0]!;
    expect(String(url)).toBe(`/api/portal/api/v1/portal/uploadFile?tenantId=${SCHOOL_ID}`);
    expect((init as RequestInit).method).toBe('PUT');
    const form = (init as RequestInit).body as FormData;
    expect([
      form.get('fileName'),
      form.get('fileContentType'),
      form.get('module'),
      form.get('bucket'),
    ]).toEqual(['a.png', 'image/png', 'portal', 'portal']);
    expect(screen.getByRole('img', { name: 'Image 1' }).getAttribute('src')).toBe(`${URL_1}?width=200`);
    fireEvent.click(screen.getByRole('button', { name: 'Remove image 1' }));
    expect(screen.queryByRole('img', { name: 'Image 1' })).toBeNull();
  });

  it('spec §8: 901100007 shows the server message, others the upload texts', async () => {
    renderDialog();
    uploadAnswer = () =>
      envelope(400, {
        code: 400,
        errorCode: 'UPLOAD_CONTENT_REJECTED',
        message: 'sensitive',
        details: { resultCode: 901100007 },
      });
    await pick(png());
    expect(screen.getByRole('alert').textContent).toBe(
      'The image contains sensitive content. Please upload another one.',
    );
    uploadAnswer = () => envelope(400, { code: 400, errorCode: 'UPLOAD_IMAGE_UNREADABLE', message: 'x' });
    await pick(png());
    expect(screen.getByRole('alert').textContent).toBe('Failed to read the image');
    uploadAnswer = () => new Response('<html>bad gateway</html>', { status: 502 });
    await pick(png());
    expect(screen.getByRole('alert').textContent).toBe('Image upload failed');
    fetchMock.mockImplementationOnce(async () => {
      throw new TypeError('offline');
    });
    await pick(png());
    expect(screen.getByRole('alert').textContent).toBe('Upload failed');
  });

  it('submits the fields with the images comma-joined, says "Feedback succeeded" and closes', async () => {
    renderDialog();
    fireEvent.click(screen.getByRole('radio', { name: 'Question consultation' }));
    fireEvent.change(screen.getByLabelText('Description'), {
      target: { value: '  Where are certificates?' },
    });
    await pick(png());
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    await settle();
    const [url, init] = calls('addFeedback')[0]!;
    expect(String(url)).toBe(`/api/school/feedback/addFeedback?schoolId=${SCHOOL_ID}`);
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({
      feedbackType: 2,
      feedbackContent: 'Where are certificates?',
      allowContact: 0,
      phoneNumber: null,
      picUrl: URL_1,
      clientType: '1',
    });
    expect(getToasts().map((toast) => toast.text)).toContain('Feedback succeeded');
    expect(onClose).toHaveBeenCalled();
  });

  it('a refused or failed submission keeps the dialog open with the reason', async () => {
    renderDialog();
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Text' } });
    fetchMock.mockImplementation(async (url: string) =>
      url.includes('addFeedback')
        ? envelope(400, { code: 400, errorCode: 'FEEDBACK_IMAGE_UNKNOWN', message: 'x' })
        : envelope(200, { code: 200, data: { contentReviewSwitch: '0' } }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('An image could not be attached. Upload it again.');
    fetchMock.mockImplementation(async () => {
      throw new TypeError('offline');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('Feedback failed');
    expect(onClose).not.toHaveBeenCalled();
  });
});
