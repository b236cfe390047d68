/**
* | output |
* | --- |
* | "Please enter a valid date of birth." |
*
* @param {Error_Date_Of_Birth_InvalidInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_date_of_birth_invalid: ((inputs?: Error_Date_Of_Birth_InvalidInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Date_Of_Birth_InvalidInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Date_Of_Birth_InvalidInputs = {};
