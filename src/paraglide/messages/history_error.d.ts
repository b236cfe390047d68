/**
* | output |
* | --- |
* | "Error fetching data: {message}" |
*
* @param {History_ErrorInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const history_error: ((inputs: History_ErrorInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<History_ErrorInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type History_ErrorInputs = {
    message: NonNullable<unknown>;
};
