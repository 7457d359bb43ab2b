import type { FastifyReply } from 'fastify';
import type { Auth } from '@/capabilities/identity/auth';

/**
 * Expires better-auth's cookies (session token, cached session data, "don't remember me")
 * with the attributes they were set with, so the browser drops them.
 */
export async function clearSessionCookies(auth: Auth, reply: FastifyReply): Promise<void> {
  const { authCookies } = await auth.$context;
  const cookies = [
    authCookies.sessionToken,
    authCookies.sessionData,
    authCookies.dontRememberToken,
  ];
  reply.header(
    'set-cookie',
    cookies.map(({ name, attributes }) =>
      [
        `${name}=`,
        `Path=${attributes.path ?? '/'}`,
        'Max-Age=0',
        'Expires=Thu, 01 Jan 1970 00:00:00 GMT',
        attributes.httpOnly ? 'HttpOnly' : '',
        attributes.secure ? 'Secure' : '',
        attributes.sameSite ? `SameSite=${capitalize(String(attributes.sameSite))}` : '',
      ]
        .filter(Boolean)
        .join('; '),
    ),
  );
}

const capitalize = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
