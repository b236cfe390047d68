/**
* | output |
* | --- |
* | "Recovery codes for {account}" |
*
* @param {Twofa_Codes_File_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_codes_file_title: ((inputs: Twofa_Codes_File_TitleInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofa_Codes_File_TitleInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Twofa_Codes_File_TitleInputs = {
    account: NonNullable<unknown>;
};
