/**
* | output |
* | --- |
* | "Date of Birth" |
*
* @param {Register_Date_Of_BirthInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const register_date_of_birth: ((inputs?: Register_Date_Of_BirthInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Register_Date_Of_BirthInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Register_Date_Of_BirthInputs = {};
