// The one way to write to the console. Every message starts "katkin: <owner>: ", the owner being
// the widget's name, "loader" or "api", so a host reading its console (or its error monitoring)
// knows whose it is. eslint allows `console` nowhere else in loader/, shared/ and widgets/.
type Owner = string;

export function logError(owner: Owner, message: string, ...details: unknown[]): void {
  console.error(`katkin: ${owner}: ${message}`, ...details);
}

export function logWarn(owner: Owner, message: string, ...details: unknown[]): void {
  console.warn(`katkin: ${owner}: ${message}`, ...details);
}
