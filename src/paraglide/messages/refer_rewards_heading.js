/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refer_Rewards_HeadingInputs */

const en_refer_rewards_heading = /** @type {(inputs: Refer_Rewards_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your rewards`)
};

const hi_refer_rewards_heading = /** @type {(inputs: Refer_Rewards_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपके रिवॉर्ड`)
};

/**
* | output |
* | --- |
* | "Your rewards" |
*
* @param {Refer_Rewards_HeadingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const refer_rewards_heading = /** @type {((inputs?: Refer_Rewards_HeadingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refer_Rewards_HeadingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_refer_rewards_heading(inputs)
	return en_refer_rewards_heading(inputs)
});