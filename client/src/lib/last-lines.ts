/** The last `count` lines of a log text (the viewer shows 100). */
export function lastLines(text: string, count: number): string {
  const lines = text.split(/\r?\n/);
  if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines.slice(-count).join('\n');
}
