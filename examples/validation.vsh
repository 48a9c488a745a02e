// Seed 001: "a form field reporting a validation error to a summary at the top". Each field
// writes its errors into ValidationErrorsKey (reduce append); the form reads the combined list
// with .onPreferenceChange into a state, and the summary is the form's first view, above the
// fields — laid out with them, not drawn behind them. The summary catches up in the first
// frame's flush (the one-frame lag of reading a preference into state, §6.4).
key ValidationErrorsKey: [String] = [] reduce append
state email = "ada@"
state name = ""
state errors: [String] = []

vstack(alignment: .leading) <
  vstack(alignment: .leading) < foreach errors { message in text message } >
  text "Sign up"
  text name .preference(key: ValidationErrorsKey, value: name.isEmpty ? ["Name is required"] : [])
  text email .preference(key: ValidationErrorsKey, value: ["Email is not valid"])
>
.onPreferenceChange(ValidationErrorsKey) { errors = $0 }

tree
prefs
step-frame
layout
// Filling in the name takes its error off the summary in the next frame.
set name = "Ada"
step-frame
layout
