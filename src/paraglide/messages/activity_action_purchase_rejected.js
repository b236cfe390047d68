/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Action_Purchase_RejectedInputs */

const en_activity_action_purchase_rejected = /** @type {(inputs: Activity_Action_Purchase_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Purchase rejected`)
};

const hi_activity_action_purchase_rejected = /** @type {(inputs: Activity_Action_Purchase_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`खरीद अस्वीकृत`)
};

/**
* | output |
* | --- |
* | "Purchase rejected" |
*
* @param {Activity_Action_Purchase_RejectedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_action_purchase_rejected = /** @type {((inputs?: Activity_Action_Purchase_RejectedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Action_Purchase_RejectedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_activity_action_purchase_rejected(inputs)
	return en_activity_action_purchase_rejected(inputs)
});