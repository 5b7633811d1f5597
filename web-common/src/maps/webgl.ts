/** Whether this browser can draw a MapLibre map (WebGL 2, or WebGL 1 as a fallback). */
export function hasWebGL(): boolean {
  try {
    const canvas = document.createElement('canvas');
    return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
}
