/**
* | output |
* | --- |
* | "Too many requests. Please try again in {seconds} seconds." |
*
* @param {Error_Rate_LimitedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_rate_limited: ((inputs: Error_Rate_LimitedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Rate_LimitedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Rate_LimitedInputs = {
    seconds: NonNullable<unknown>;
};
