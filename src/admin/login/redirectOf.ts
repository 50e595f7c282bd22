/** Back to where the staff member wanted to go; only paths inside the console. */
export function redirectOf(search: string): string {
  const wanted = new URLSearchParams(search).get('redirect');
  return wanted && wanted.startsWith('/') && !wanted.startsWith('//') ? wanted : '/';
}
