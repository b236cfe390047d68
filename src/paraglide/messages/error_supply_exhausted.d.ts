/**
* | output |
* | --- |
* | "Not enough tokens remain in the private supply to approve this purchase." |
*
* @param {Error_Supply_ExhaustedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_supply_exhausted: ((inputs?: Error_Supply_ExhaustedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Supply_ExhaustedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Supply_ExhaustedInputs = {};
