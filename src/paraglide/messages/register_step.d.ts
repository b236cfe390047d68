/**
* | output |
* | --- |
* | "Step {step} of 2" |
*
* @param {Register_StepInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const register_step: ((inputs: Register_StepInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Register_StepInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Register_StepInputs = {
    step: NonNullable<unknown>;
};
