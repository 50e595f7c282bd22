/** Login names are unique and looked up without regard to case: `users.logon_id_key` and `login_failures` hold this form. */
export function logonIdKey(logonId: string): string {
  return logonId.trim().toLowerCase();
}
