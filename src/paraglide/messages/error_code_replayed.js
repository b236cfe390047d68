/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Code_ReplayedInputs */

const en_error_code_replayed = /** @type {(inputs: Error_Code_ReplayedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This code has already been used. Wait for the next one.`)
};

const hi_error_code_replayed = /** @type {(inputs: Error_Code_ReplayedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`यह कोड पहले ही इस्तेमाल हो चुका है। अगले कोड का इंतज़ार करें।`)
};

/**
* | output |
* | --- |
* | "This code has already been used. Wait for the next one." |
*
* @param {Error_Code_ReplayedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_code_replayed = /** @type {((inputs?: Error_Code_ReplayedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Code_ReplayedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_code_replayed(inputs)
	return en_error_code_replayed(inputs)
});