/**
 * A left-to-right isolate (U+2066 ... U+2069) around an amount or a phone number, so its digits keep
 * their order inside an Arabic sentence (W3C: isolate mixed-direction fragments).
 */
export const ltrIsolate = (text: string): string => `\u2066${text}\u2069`;
