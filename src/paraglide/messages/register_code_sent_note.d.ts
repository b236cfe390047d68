/**
* | output |
* | --- |
* | "We sent a code to your email and mobile. To change them, go back to the OTP request." |
*
* @param {Register_Code_Sent_NoteInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const register_code_sent_note: ((inputs?: Register_Code_Sent_NoteInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Register_Code_Sent_NoteInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Register_Code_Sent_NoteInputs = {};
