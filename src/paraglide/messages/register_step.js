/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ step: NonNullable<unknown> }} Register_StepInputs */

const en_register_step = /** @type {(inputs: Register_StepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Step ${i?.step} of 2`)
};

const hi_register_step = /** @type {(inputs: Register_StepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`चरण ${i?.step} / 2`)
};

/**
* | output |
* | --- |
* | "Step {step} of 2" |
*
* @param {Register_StepInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const register_step = /** @type {((inputs: Register_StepInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Register_StepInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_register_step(inputs)
	return en_register_step(inputs)
});