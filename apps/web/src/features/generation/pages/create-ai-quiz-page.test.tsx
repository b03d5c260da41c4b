import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { Messages } from '@quiz/contract/messages';
import { fakeApi } from '../../../test-utils/fake-api';
import { renderWithApp, storeTestSession } from '../../../test-utils/render';
import { CreateAiQuizPage } from './create-ai-quiz-page';

const health = {
  success: true,
  data: {
    status: 'ok',
    database: { driver: 'pglite', ok: true },
    realtime: { adapter: 'in-process', ok: true },
    mail: { transport: 'log' },
    ai: { configured: true },
  },
};

function serve(configured = true) {
  return fakeApi([
    ['GET', '/health', () => ({ ...health, data: { ...health.data, ai: { configured } } })],
    ['POST', '/quizzes/ai', () => ({ success: true, message: Messages.quizCreated, data: { _id: 'q-new' } })],
  ]);
}

function renderPage() {
  renderWithApp(
    <Routes>
      <Route path="/create-ai-quiz" element={<CreateAiQuizPage />} />
      <Route path="/quiz/:id" element={<p>Quiz page</p>} />
    </Routes>,
    '/create-ai-quiz',
  );
}

const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

beforeEach(() => storeTestSession({ _id: 'me', username: 'ann' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CreateAiQuizPage question types', () => {
  it('offers the three types with single choice checked, and sends single choice by default', async () => {
    const api = serve();
    renderPage();
    await screen.findByRole('group', { name: 'Question types' });
    expect(checkbox('Single choice').checked).toBe(true);
    expect(checkbox('Multiple select').checked).toBe(false);
    expect(checkbox('True / False').checked).toBe(false);

    fireEvent.change(screen.getByLabelText('Topic'), { target: { value: 'Volcanoes' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate Quiz' }));
    await screen.findByText('Quiz page');
    expect(api.called('POST', '/quizzes/ai')[0]!.body).toMatchObject({
      topic: 'Volcanoes',
      questionTypes: ['single'],
    });
  });

  it('sends the types that are checked', async () => {
    const api = serve();
    renderPage();
    await screen.findByRole('group', { name: 'Question types' });
    fireEvent.click(checkbox('True / False'));
    fireEvent.click(checkbox('Multiple select'));
    fireEvent.change(screen.getByLabelText('Topic'), { target: { value: 'Volcanoes' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate Quiz' }));
    await screen.findByText('Quiz page');
    expect(api.called('POST', '/quizzes/ai')[0]!.body).toMatchObject({
      questionTypes: ['single', 'multiple', 'true_false'],
    });
  });

  it('asks for at least one type, at the field, and sends nothing without one', async () => {
    const api = serve();
    renderPage();
    await screen.findByRole('group', { name: 'Question types' });
    fireEvent.click(checkbox('Single choice'));
    expect(screen.getByText(Messages.questionTypesRequired)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Topic'), { target: { value: 'Volcanoes' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate Quiz' }));
    await waitFor(() => expect(screen.getByText(Messages.questionTypesRequired)).toBeTruthy());
    expect(api.called('POST', '/quizzes/ai')).toHaveLength(0);

    fireEvent.click(checkbox('True / False'));
    expect(screen.queryByText(Messages.questionTypesRequired)).toBeNull();
  });
});

describe('CreateAiQuizPage without an AI provider', () => {
  it("tells a student in a plain sentence and offers the two ways that work, and the way back, without the operator's hint", async () => {
    serve(false);
    renderPage();
    expect(await screen.findByText('AI generation is not available on this site yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create from a PDF' }).getAttribute('href')).toBe('/upload');
    expect(screen.getByRole('link', { name: 'Create by hand' }).getAttribute('href')).toBe('/create-quiz');
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(document.body.textContent).not.toMatch(/AI_BASE_URL|Ollama|restart/i);
    expect(screen.queryByLabelText('Topic')).toBeNull();
  });

  it('shows an admin how to set a provider up, beside the same ways on', async () => {
    storeTestSession({ _id: 'admin', username: 'root', accountType: 'admin' });
    serve(false);
    renderPage();
    expect(await screen.findByText(/AI_BASE_URL/)).toBeTruthy();
    expect(screen.getByText(/restart the server/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create from a PDF' })).toBeTruthy();
  });
});
