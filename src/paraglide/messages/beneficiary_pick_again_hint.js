/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Beneficiary_Pick_Again_HintInputs */

const en_beneficiary_pick_again_hint = /** @type {(inputs: Beneficiary_Pick_Again_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick the company again or reload the page.`)
};

const hi_beneficiary_pick_again_hint = /** @type {(inputs: Beneficiary_Pick_Again_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कंपनी फिर से चुनें या पेज रीलोड करें।`)
};

/**
* | output |
* | --- |
* | "Pick the company again or reload the page." |
*
* @param {Beneficiary_Pick_Again_HintInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const beneficiary_pick_again_hint = /** @type {((inputs?: Beneficiary_Pick_Again_HintInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Beneficiary_Pick_Again_HintInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_beneficiary_pick_again_hint(inputs)
	return en_beneficiary_pick_again_hint(inputs)
});