// The one way to write to the console. Every message starts "katkin: <owner>: ", the owner being
// the widget's name, "loader" or "api", so a host reading its console (or its error monitoring)
// knows whose it is. eslint allows `console` nowhere else in loader/, shared/ and widgets/.
// A host may replace console.error or console.warn with a function that throws (to silence third
// parties, or a monitoring agent's bug): a message is then lost, never the widget or its events.
type Owner = string;

function write(print: (...parts: unknown[]) => void, owner: Owner, message: string, details: unknown[]): void {
  try {
    print.call(console, `katkin: ${owner}: ${message}`, ...details);
  } catch {
    // The host's console threw: nothing else can tell anyone, so the message goes.
  }
}

export function logError(owner: Owner, message: string, ...details: unknown[]): void {
  write(console.error, owner, message, details);
}

export function logWarn(owner: Owner, message: string, ...details: unknown[]): void {
  write(console.warn, owner, message, details);
}
