import { describe, expect, it } from 'vitest';
import { Messages } from '@quiz/contract/messages';
import { messagesIn } from '@quiz/contract/message-catalog';
import { AppError } from './errors';
import { nulFieldOf, refuseNul, withoutNul } from './validate';

const refusalOf = (...inputs: unknown[]) => {
  try {
    refuseNul(...inputs);
  } catch (error) {
    return error as AppError;
  }
  return undefined;
};

describe('refuseNul: text that PostgreSQL cannot store is a bad request', () => {
  it('refuses a NUL anywhere in a string, naming the field by its dotted path', () => {
    const error = refusalOf({ title: 'ok', questions: [{ content: 'fine' }, { content: 'a\u0000b' }] });
    expect(error).toBeInstanceOf(AppError);
    expect(error?.statusCode).toBe(400);
    expect(error?.code).toBe('validation_failed');
    expect(error?.message).toBe(Messages.textHasNul);
    expect(error?.messageKey).toBe('textHasNul');
    expect(error?.fieldErrors).toEqual({ 'questions.1.content': Messages.textHasNul });
    expect(error?.fieldErrorKeys).toEqual({ 'questions.1.content': { messageKey: 'textHasNul' } });
  });

  it('looks at every input it is given: a query, the path, a body', () => {
    expect(refusalOf({ id: 'x' }, { search: '\u0000' }, undefined)?.fieldErrors).toEqual({
      search: Messages.textHasNul,
    });
    expect(refusalOf('\u0000')?.fieldErrors).toEqual({ _: Messages.textHasNul });
  });

  it('reads a parsed query, whose prototype is a prototype-less object', () => {
    function Empty() {}
    Empty.prototype = Object.create(null) as object;
    const query = Object.assign(new (Empty as unknown as new () => object)(), { search: 'x\u0000' });
    expect(refusalOf(query)?.fieldErrors).toEqual({ search: Messages.textHasNul });
  });

  it('refuses a NUL in a property name too', () => {
    expect(refusalOf({ settings: { 'a\u0000': 1 } })?.fieldErrors).toEqual({ settings: Messages.textHasNul });
  });

  it('lets everything else through: other control characters, numbers, booleans, null, empty input', () => {
    expect(refusalOf({ a: 'tab\there\u0001', b: 1, c: true, d: null, e: [] }, undefined, null, '')).toBeUndefined();
  });

  it('walks a very deeply nested body without running out of stack', () => {
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(refusalOf(deep)?.statusCode).toBe(400);
  });

  it('says so in Vietnamese too', () => {
    expect(messagesIn('vi').textHasNul).not.toBe(Messages.textHasNul);
    expect(messagesIn('vi').textHasNul).toContain('NUL');
  });
});

describe('nulFieldOf', () => {
  it('names the first field holding a NUL, or nothing', () => {
    expect(nulFieldOf({ a: ['x', 'y\u0000'] })).toBe('a.1');
    expect(nulFieldOf({ a: ['x'] })).toBeUndefined();
  });
});

describe('withoutNul: text read from a file keeps everything but the NUL characters', () => {
  it('removes NUL from every string of a draft, keeping its shape and its bytes', () => {
    const picture = Buffer.from([0, 1, 0]);
    const draft = {
      about: { title: 'Un\u0000it 3' },
      questions: [{ content: '\u0000Q', options: ['a\u0000'], picture }],
    };
    const clean = withoutNul(draft);
    expect(clean).toEqual({ about: { title: 'Unit 3' }, questions: [{ content: 'Q', options: ['a'], picture }] });
    expect(clean.questions[0]!.picture).toBe(picture);
    expect(nulFieldOf(clean)).toBeUndefined();
  });

  it('leaves a string without NUL as it is', () => {
    expect(withoutNul('Hà Nội')).toBe('Hà Nội');
  });
});
