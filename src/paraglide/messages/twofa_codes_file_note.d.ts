/**
* | output |
* | --- |
* | "Each code signs in once in place of an authenticator code." |
*
* @param {Twofa_Codes_File_NoteInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_codes_file_note: ((inputs?: Twofa_Codes_File_NoteInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofa_Codes_File_NoteInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Twofa_Codes_File_NoteInputs = {};
