/**
* | output |
* | --- |
* | "Date of birth cannot be in the future." |
*
* @param {Error_Date_Of_Birth_In_FutureInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_date_of_birth_in_future: ((inputs?: Error_Date_Of_Birth_In_FutureInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Date_Of_Birth_In_FutureInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Date_Of_Birth_In_FutureInputs = {};
