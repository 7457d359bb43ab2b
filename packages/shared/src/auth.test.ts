import { describe, expect, it } from 'vitest';
import {
  passwordProblem,
  passwordRuleMessage,
  passwordSchema,
  signUpRequestSchema,
  usernameSchema,
} from './auth';

describe('password rule', () => {
  it.each(['abcdefg1', 'correct horse 9', 'Ünïcödé7x'])('accepts %s', (password) => {
    expect(passwordProblem(password)).toBeNull();
    expect(passwordSchema.safeParse(password).success).toBe(true);
  });

  it.each(['short1a', 'abcdefgh', '12345678', ''])('refuses %j with the rule', (password) => {
    expect(passwordProblem(password)).toBe(passwordRuleMessage);
    expect(passwordSchema.safeParse(password).error?.issues[0]?.message).toBe(passwordRuleMessage);
  });

  it('refuses passwords over 128 characters', () => {
    expect(passwordProblem(`a1${'x'.repeat(127)}`)).toMatch(/at most 128/);
  });
});

describe('username rule', () => {
  it.each(['ada', 'ada_lovelace_1815', 'a'.repeat(30)])('accepts %s', (username) => {
    expect(usernameSchema.safeParse(username).success).toBe(true);
  });

  it.each(['ab', 'a'.repeat(31), 'Ada', 'ada-l', 'ada l', 'adá'])('refuses %j', (username) => {
    expect(usernameSchema.safeParse(username).success).toBe(false);
  });
});

describe('sign-up request', () => {
  it('needs a full name, username, e-mail and password', () => {
    const parsed = signUpRequestSchema.safeParse({
      name: ' Ada ',
      username: 'ada',
      email: 'ada@example.com',
      password: 'engines1843',
    });
    expect(parsed.data?.name).toBe('Ada');
    expect(signUpRequestSchema.safeParse({ email: 'ada@example.com' }).success).toBe(false);
  });
});
