import type { QuizResponse } from '@quiz/contract/quizzes';
import { Messages } from '../../../i18n/messages';
import type { ErrorResponse } from '@quiz/contract/api';
import { apiErrorOf, clientError } from '../../../lib/api-client';
import { clearSession, readSession } from '../../../lib/session';

/**
 * POST /api/quizzes/upload with upload progress (fetch cannot report it, XMLHttpRequest can).
 * A refused session answers 'Your session has expired…' and the caller sends the person to /login.
 */
export function uploadQuiz(form: FormData, onProgress: (percent: number) => void): Promise<QuizResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/quizzes/upload');
    const token = readSession()?.token;
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(clientError('cannotConnect', 0, 'network'));
    xhr.onload = () => {
      let body: Partial<ErrorResponse> | QuizResponse;
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        return reject(clientError('invalidResponse', xhr.status, 'invalid_response'));
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as QuizResponse);
      if (xhr.status === 401) {
        clearSession();
        return reject(clientError('sessionExpired', 401, 'unauthenticated'));
      }
      reject(apiErrorOf(xhr.status, body as Partial<ErrorResponse>, Messages.uploadFailed));
    };
    xhr.send(form);
  });
}
