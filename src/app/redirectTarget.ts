/** Screens a login should never go back to: they would only send the user round again. */
const NOT_AFTER_LOGIN = ['/login', '/register', '/forgetpassword'];

/**
 * Where to go after login: the `redirect` of the query when it is a path of this site,
 * else home. Anything that could leave the site (`//host`, `/\host`, a scheme) is
 * refused, so a crafted link cannot send a freshly logged-in user elsewhere.
 */
export function redirectTarget(search: string): string {
  const wanted = new URLSearchParams(search).get('redirect');
  if (!wanted || !wanted.startsWith('/') || wanted.startsWith('//') || wanted.startsWith('/\\')) return '/';
  let url: URL;
  try {
    url = new URL(wanted, 'https://portal.invalid');
  } catch {
    return '/';
  }
  if (url.origin !== 'https://portal.invalid') return '/';
  if (NOT_AFTER_LOGIN.includes(url.pathname.toLowerCase().replace(/\/+$/, ''))) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
