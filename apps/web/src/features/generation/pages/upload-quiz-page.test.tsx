import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { Messages } from '@quiz/contract/messages';
import { renderWithApp, storeTestSession } from '../../../test-utils/render';
import { UploadQuizPage } from './upload-quiz-page';

/** The upload goes through XMLHttpRequest (for its progress): a stand-in that records the form it sends. */
class FakeXhr {
  static sent: FormData[] = [];
  static reply: { status: number; body: unknown } = { status: 201, body: {} };
  status = 0;
  responseText = '';
  upload: { onprogress?: (event: ProgressEvent) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  open() {}
  setRequestHeader() {}
  send(form: FormData) {
    FakeXhr.sent.push(form);
    this.status = FakeXhr.reply.status;
    this.responseText = JSON.stringify(FakeXhr.reply.body);
    queueMicrotask(() => this.onload?.());
  }
}

function renderPage() {
  renderWithApp(
    <Routes>
      <Route path="/upload" element={<UploadQuizPage />} />
      <Route path="/quiz/:id" element={<p>Quiz page</p>} />
    </Routes>,
    '/upload',
  );
}

const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const pdf = () => new File(['%PDF-1.7'], 'notes.pdf', { type: 'application/pdf' });
const choosePdf = () => fireEvent.change(screen.getByLabelText('PDF file'), { target: { files: [pdf()] } });

beforeEach(() => {
  storeTestSession({ _id: 'me', username: 'ann' });
  FakeXhr.sent = [];
  FakeXhr.reply = { status: 201, body: { success: true, message: Messages.quizCreated, data: { _id: 'q-new' } } };
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('UploadQuizPage question types', () => {
  it('sends single choice by default, and every checked type', async () => {
    renderPage();
    expect(checkbox('Single choice').checked).toBe(true);
    expect(checkbox('Multiple select').checked).toBe(false);
    expect(checkbox('True / False').checked).toBe(false);
    choosePdf();
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await screen.findByText('Quiz page');
    expect(FakeXhr.sent[0]!.getAll('questionTypes')).toEqual(['single']);
  });

  it('sends the types that are checked', async () => {
    renderPage();
    fireEvent.click(checkbox('True / False'));
    fireEvent.click(checkbox('Single choice'));
    choosePdf();
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await screen.findByText('Quiz page');
    expect(FakeXhr.sent[0]!.getAll('questionTypes')).toEqual(['true_false']);
  });

  it('asks for at least one type, at the field, and uploads nothing without one', () => {
    renderPage();
    fireEvent.click(checkbox('Single choice'));
    expect(screen.getByText(Messages.questionTypesRequired)).toBeTruthy();
    choosePdf();
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByText(Messages.questionTypesRequired)).toBeTruthy();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it("shows the server's message about the types at the field", async () => {
    FakeXhr.reply = {
      status: 400,
      body: {
        success: false,
        message: Messages.questionTypeInvalid,
        code: 'validation_failed',
        fieldErrors: { questionTypes: Messages.questionTypeInvalid },
      },
    };
    renderPage();
    choosePdf();
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(Messages.questionTypeInvalid)).toBeTruthy();
  });
});
