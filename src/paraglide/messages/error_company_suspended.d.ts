/**
* | output |
* | --- |
* | "This company's sale is suspended. Reason: {reason}. Please contact support." |
*
* @param {Error_Company_SuspendedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_company_suspended: ((inputs: Error_Company_SuspendedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Company_SuspendedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Company_SuspendedInputs = {
    reason: NonNullable<unknown>;
};
