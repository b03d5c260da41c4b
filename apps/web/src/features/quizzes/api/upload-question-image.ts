import { useMutation } from '@tanstack/react-query';
import { questionImageField, type QuestionImageUploadResponse } from '@quiz/contract/uploads';
import { api } from '../../../lib/api-client';

/** POST /api/uploads/question-image: the picture in one multipart field; answers with its url on this server. */
export function uploadQuestionImage(file: File) {
  const form = new FormData();
  form.append(questionImageField, file);
  return api<QuestionImageUploadResponse>('/uploads/question-image', { method: 'POST', body: form });
}

export function useUploadQuestionImage() {
  return useMutation({ mutationFn: uploadQuestionImage });
}
