/**
* | output |
* | --- |
* | "Note: Token purchases are final. The number of {symbol} you receive may vary with price fluctuation." |
*
* @param {Buy_NoteInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const buy_note: ((inputs: Buy_NoteInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_NoteInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Buy_NoteInputs = {
    symbol: NonNullable<unknown>;
};
