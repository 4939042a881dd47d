import { useNavigate } from "react-router";
import type { FormSummary } from "@/lib/forms-api/list-forms";
import { toastError } from "@/lib/toast";

const FORM_LIMIT_TITLE = "Form Limit Reached";
const FORM_LIMIT_MESSAGE =
  "You can only create one mowing quote form. Please edit your existing form or contact support for assistance.";

/**
 * New Form (and Create Quote System): the builder makes mowing quote forms, of which an account
 * may have one, so the action is blocked with the Form Limit Reached toast once one exists
 * (decision 004). The server
 * enforces the same rule; this only spares the owner a builder they could not save.
 */
export function useNewFormAction(forms: FormSummary[] | undefined) {
  const navigate = useNavigate();
  const limitReached = Boolean(forms?.some((form) => form.formType === "mowing_quote"));
  const startNewForm = () => {
    if (limitReached) {
      toastError(FORM_LIMIT_TITLE, FORM_LIMIT_MESSAGE);
      return;
    }
    navigate("/forms/new");
  };
  return { startNewForm, limitReached };
}
