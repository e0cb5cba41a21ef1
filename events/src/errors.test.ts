import { describe, expect, it } from 'vitest';
import { DomainError } from './errors';

describe('a domain error', () => {
  it('carries its stable code, also as its message, and the parameters its text needs', () => {
    const error = new DomainError('credits.insufficient', { required: 2, available: 1 });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'DomainError',
      code: 'credits.insufficient',
      message: 'credits.insufficient',
      params: { required: 2, available: 1 },
    });
  });

  it('has no parameters unless given', () => {
    expect(new DomainError('tournament.notFound').params).toEqual({});
  });
});
