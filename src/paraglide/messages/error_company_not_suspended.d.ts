/**
* | output |
* | --- |
* | "This company is not suspended." |
*
* @param {Error_Company_Not_SuspendedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_company_not_suspended: ((inputs?: Error_Company_Not_SuspendedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Company_Not_SuspendedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Company_Not_SuspendedInputs = {};
