/**
 * The shared rich-text editor (issue 24): a labelled editing area, a toolbar of real buttons with translated names
 * whose aria-pressed follows the selection, HTML handed to onChange ('' for an empty document), an image inserted
 * from the upload callback's URL, and the link address asked in a labelled field.
 */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RichTextEditor } from '@/components/rich-text/rich-text-editor.tsx';
import { Providers } from './client-helpers.tsx';
import { makeBootstrap, SCHOOL_ID } from './fixtures/bootstrap.ts';

const bootstrap = makeBootstrap(`/iadmin/${SCHOOL_ID}/management/question-bank?sxz-lang=en_US`);

const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

function Harness(props: {
  initial?: string;
  onChange: (html: string) => void;
  onUploadImage?: (file: File) => Promise<string>;
  maxLength?: number;
}) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <Providers bootstrap={bootstrap} packs={['editor']}>
      <RichTextEditor
        label="Question"
        value={value}
        maxLength={props.maxLength}
        {...(props.onUploadImage ? { onUploadImage: props.onUploadImage } : {})}
        onChange={(html) => {
          setValue(html);
          props.onChange(html);
        }}
      />
    </Providers>
  );
}

/** Selects the whole document, as a user's Ctrl+A would, so a mark applies to it. */
async function selectAll() {
  const area = screen.getByRole('textbox', { name: 'Question' });
  area.focus();
  fireEvent.keyDown(area, { key: 'a', ctrlKey: true });
  await tick();
}

afterEach(cleanup);

describe('RichTextEditor', () => {
  it('renders the stored HTML in an area named by its visible label, with a named toolbar', async () => {
    render(<Harness initial="<p>Which are <strong>primes</strong>?</p>" onChange={vi.fn()} />);
    await tick();
    const area = screen.getByRole('textbox', { name: 'Question' });
    expect(area.getAttribute('contenteditable')).toBe('true');
    expect(area.innerHTML).toContain('<strong>primes</strong>');
    const toolbar = screen.getByRole('toolbar', { name: 'Question: formatting' });
    for (const name of ['Bold', 'Italic', 'Bulleted list', 'Numbered list', 'Link', 'Undo', 'Redo']) {
      expect(within(toolbar).getByRole('button', { name })).toBeTruthy();
    }
    // No upload callback, no image button.
    expect(within(toolbar).queryByRole('button', { name: 'Image' })).toBeNull();
  });

  it('bold toggles on the selection: aria-pressed follows and onChange gets the HTML', async () => {
    const onChange = vi.fn();
    render(<Harness initial="<p>gravity</p>" onChange={onChange} />);
    await tick();
    await selectAll();
    const bold = screen.getByRole('button', { name: 'Bold' });
    expect(bold.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(bold);
    await tick();
    expect(onChange).toHaveBeenLastCalledWith('<p><strong>gravity</strong></p>');
    expect(screen.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Bold' }));
    await tick();
    expect(onChange).toHaveBeenLastCalledWith('<p>gravity</p>');
    // Undo brings the bold back.
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await tick();
    expect(onChange).toHaveBeenLastCalledWith('<p><strong>gravity</strong></p>');
  });

  it('typed text reaches onChange as HTML, and an emptied document as an empty string', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await tick();
    const area = screen.getByRole('textbox', { name: 'Question' });
    area.innerHTML = '<p>Explain gravity</p>';
    await tick();
    expect(onChange).toHaveBeenLastCalledWith('<p>Explain gravity</p>');
    area.innerHTML = '<p></p>';
    await tick();
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('an image is uploaded through the callback and inserted with the answered URL', async () => {
    const onChange = vi.fn();
    const upload = vi.fn(async () => '/static/school/a.png');
    render(<Harness initial="<p>See</p>" onChange={onChange} onUploadImage={upload} />);
    await tick();
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [file] } });
    await tick();
    expect(upload).toHaveBeenCalledWith(file);
    expect(onChange.mock.calls.at(-1)?.[0]).toContain('<img src="/static/school/a.png"');
  });

  it('a link is asked in a labelled field and applied to the selection', async () => {
    const onChange = vi.fn();
    render(<Harness initial="<p>docs</p>" onChange={onChange} />);
    await tick();
    await selectAll();
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    const field = screen.getByLabelText('Link address');
    fireEvent.change(field, { target: { value: 'https://example.org/a' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await tick();
    expect(onChange.mock.calls.at(-1)?.[0]).toContain('href="https://example.org/a"');
    expect(screen.queryByLabelText('Link address')).toBeNull();
  });

  it('over the limit, the area is invalid and the counter says by how much', async () => {
    render(<Harness initial="<p>0123456789</p>" maxLength={10} onChange={vi.fn()} />);
    await tick();
    expect(screen.getByRole('textbox', { name: 'Question' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Too long: 17 / 10')).toBeTruthy();
  });
});
