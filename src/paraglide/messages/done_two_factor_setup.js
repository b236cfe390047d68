/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Done_Two_Factor_SetupInputs */

const en_done_two_factor_setup = /** @type {(inputs: Done_Two_Factor_SetupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scan the QR code with your authenticator app.`)
};

const hi_done_two_factor_setup = /** @type {(inputs: Done_Two_Factor_SetupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अपने ऑथेंटिकेटर ऐप से QR कोड स्कैन करें।`)
};

/**
* | output |
* | --- |
* | "Scan the QR code with your authenticator app." |
*
* @param {Done_Two_Factor_SetupInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const done_two_factor_setup = /** @type {((inputs?: Done_Two_Factor_SetupInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Done_Two_Factor_SetupInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_done_two_factor_setup(inputs)
	return en_done_two_factor_setup(inputs)
});