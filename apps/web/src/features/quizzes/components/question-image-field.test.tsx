import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { Messages } from '@quiz/contract/messages';
import { fakeApi, json } from '../../../test-utils/fake-api';
import {
  fill,
  onSubmit,
  pictureUrl,
  question,
  renderForm,
  setKind,
  setTitle,
  setUpQuizFormTests,
  submit,
  submitted,
  type,
} from './quiz-form-test-kit';

setUpQuizFormTests();

describe("QuizForm: a question's picture", () => {
  const png = (bytes = 10) => new File([new Uint8Array(bytes)], 'mars.png', { type: 'image/png' });
  const pick = (file: File) =>
    fireEvent.change(within(question()).getByLabelText('Add picture'), { target: { files: [file] } });

  it('uploads at once, shows the preview and requires its alt text', async () => {
    const api = fakeApi([
      [
        'POST',
        '/uploads/question-image',
        () => json(201, { success: true, data: { url: pictureUrl, width: 640, height: 480 } }),
      ],
    ]);
    renderForm();
    setTitle('With a picture');
    fill('Question 1 text', 'Which planet is this?');
    ['Mars', 'Venus'].forEach((label, j) => fill(`Question 1 option ${j + 1}`, label));
    fireEvent.click(within(question()).getByRole('button', { name: 'Remove option 4' }));
    fireEvent.click(within(question()).getByRole('button', { name: 'Remove option 3' }));
    fireEvent.click(within(question()).getByLabelText('Option 1 is correct'));
    const file = png();
    pick(file);

    const alt = await within(question()).findByLabelText('Picture description (alt text)');
    expect(api.called('POST', '/uploads/question-image')).toHaveLength(1);
    const body = vi.mocked(fetch).mock.calls[0]![1]!.body as FormData;
    expect(body.get('image')).toBe(file);
    expect(question().querySelector('img')!.getAttribute('src')).toBe(pictureUrl);
    expect(within(question()).getByLabelText('Replace picture')).toBeTruthy();

    submit();
    expect(await within(question()).findByText(Messages.imageAltRequired)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    type(alt, 'A red planet');
    await waitFor(() => expect(screen.queryByText(Messages.imageAltRequired)).toBeNull());
    expect(within(question()).getByRole('img', { name: 'A red planet' })).toBeTruthy();
    submit();
    const input = await submitted();
    expect(input.questions[0]).toMatchObject({ image: { url: pictureUrl, alt: 'A red planet' } });
  });

  it('can be removed, and the question is sent without it', async () => {
    fakeApi([['POST', '/uploads/question-image', () => json(201, { success: true, data: { url: pictureUrl } })]]);
    renderForm();
    setTitle('No picture after all');
    fill('Question 1 text', 'Pick one');
    setKind('poll');
    ['A', 'B', 'C', 'D'].forEach((label, j) => fill(`Question 1 option ${j + 1}`, label));
    pick(png());
    await within(question()).findByLabelText('Picture description (alt text)');
    fireEvent.click(within(question()).getByRole('button', { name: 'Remove picture' }));
    expect(question().querySelector('img')).toBeNull();
    expect(within(question()).queryByLabelText('Picture description (alt text)')).toBeNull();
    submit();
    const input = await submitted();
    expect(input.questions[0]).toMatchObject({ kind: 'poll', image: null });
  });

  it("shows the server's refusal inline and as a toast", async () => {
    fakeApi([
      [
        'POST',
        '/uploads/question-image',
        () => json(415, { success: false, message: Messages.imageWrongType, code: 'unsupported_media_type' }),
      ],
    ]);
    renderForm();
    pick(png());
    expect(await within(question()).findByText(Messages.imageWrongType)).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith(Messages.imageWrongType);
    expect(question().querySelector('img')).toBeNull();
  });

  it('refuses a picture over 5 MB without uploading it', async () => {
    const api = fakeApi([]);
    renderForm();
    pick(png(5 * 1024 * 1024 + 1));
    expect(await within(question()).findByText(Messages.imageTooLarge)).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith(Messages.imageTooLarge);
    expect(api.calls).toHaveLength(0);
  });
});
