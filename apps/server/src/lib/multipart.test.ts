import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@quiz/contract/messages';
import { messagesIn } from '@quiz/contract/message-catalog';
import { buildTestApp, closeSharedDatabase, type TestApp } from '../../test/helpers';
import { makeUser } from '../../test/factories';

let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  ({ auth } = await makeUser(t.app, { displayName: 'Minh' }));
});
afterAll(async () => {
  await t.close();
  await closeSharedDatabase();
});

const formRoutes = [
  ['PUT', '/api/users/profile'],
  ['POST', '/api/uploads/question-image'],
  ['POST', '/api/quizzes/upload'],
  ['POST', '/api/quizzes/import'],
] as const;

const broken = {
  'no boundary': { type: 'multipart/form-data', body: 'displayName=Minh' },
  'a boundary and a body that is no form': { type: 'multipart/form-data; boundary=qa-x', body: 'just some text' },
  'a text field and no closing boundary': {
    type: 'multipart/form-data; boundary=qa-x',
    body: '--qa-x\r\nContent-Disposition: form-data; name="displayName"\r\n\r\nMinh\r\n',
  },
  'a file cut off before its end': {
    type: 'multipart/form-data; boundary=qa-x',
    body: '--qa-x\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG',
  },
};

describe('a malformed multipart form', () => {
  for (const [method, url] of formRoutes) {
    it.each(Object.entries(broken))(`${method} ${url} with %s answers 400 'formUnreadable'`, async (_, form) => {
      const res = await t.app.inject({
        method,
        url,
        headers: { ...auth, 'content-type': form.type },
        payload: form.body,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        code: 'validation_failed',
        message: Messages.formUnreadable,
        messageKey: 'formUnreadable',
      });
    });
  }

  it('changes nothing: the profile keeps its name', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: auth });
    expect(res.json().data.displayName).toBe('Minh');
  });

  it('is worded in Vietnamese too', () => {
    expect(messagesIn('vi').formUnreadable).not.toBe(Messages.formUnreadable);
  });
});
