/** localStorage that never throws (private mode, storage disabled): preferences are a nicety. */
export function readPreference(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writePreference(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // ignored: the choice lasts for this page only
  }
}
