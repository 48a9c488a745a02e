// Non-variadic wrappers around libedit's variadic calls (el_set, el_get, history), which Swift
// cannot call directly. One wrapper per operation viewsh uses; each is a single call.
#ifndef VIEWSH_CEDITLINE_SHIM_H
#define VIEWSH_CEDITLINE_SHIM_H

#include <histedit.h>
#include <stdio.h>
#include <stddef.h>

// glibc declares wcwidth only under _XOPEN_SOURCE, which the Glibc module is built without.
extern int wcwidth(wchar_t c);

/// Display columns of one character in the current locale (-1 for non-printable).
static inline int vsh_wcwidth(unsigned int c) {
    return wcwidth((wchar_t)c);
}

typedef char *(*vsh_prompt_func)(EditLine *);
typedef unsigned char (*vsh_el_func)(EditLine *, int);

// MARK: - EditLine settings

/// Prompt function; characters between two `literal` characters are printed but take no width.
static inline int vsh_el_set_prompt_esc(EditLine *el, vsh_prompt_func f, char literal) {
    return el_set(el, EL_PROMPT_ESC, f, literal);
}

static inline int vsh_el_set_editor(EditLine *el, const char *mode) {
    return el_set(el, EL_EDITOR, mode);
}

static inline int vsh_el_set_signal(EditLine *el, int on) {
    return el_set(el, EL_SIGNAL, on);
}

static inline int vsh_el_set_clientdata(EditLine *el, void *data) {
    return el_set(el, EL_CLIENTDATA, data);
}

static inline void *vsh_el_get_clientdata(EditLine *el) {
    void *data = NULL;
    if (el_get(el, EL_CLIENTDATA, &data) != 0) return NULL;
    return data;
}

static inline int vsh_el_set_history(EditLine *el, History *h) {
    return el_set(el, EL_HIST, history, h);
}

static inline int vsh_el_addfn(EditLine *el, const char *name, const char *help, vsh_el_func f) {
    return el_set(el, EL_ADDFN, name, help, f);
}

/// Same as the editrc line `bind KEY FUNCTION`; `key` uses bind's notation (`\e[A`, `^I`).
static inline int vsh_el_bind(EditLine *el, const char *key, const char *function) {
    return el_set(el, EL_BIND, key, function, (const char *)NULL);
}

/// `bind -a KEY FUNCTION`: binds in the alternate map (vi command mode).
static inline int vsh_el_bind_alternate(EditLine *el, const char *key, const char *function) {
    return el_set(el, EL_BIND, "-a", key, function, (const char *)NULL);
}

/// "emacs" or "vi" (after `~/.editrc` may have said `bind -v`); NULL on error.
static inline const char *vsh_el_get_editor(EditLine *el) {
    const char *mode = NULL;
    if (el_get(el, EL_EDITOR, &mode) != 0) return NULL;
    return mode;
}

static inline int vsh_el_refresh(EditLine *el) {
    return el_set(el, EL_REFRESH);
}

/// The terminal width libedit is using (it follows SIGWINCH when EL_SIGNAL is on); 0 if unknown.
static inline int vsh_el_columns(EditLine *el) {
    int columns = 0;
    if (el_get(el, EL_GETTC, "co", &columns) != 0) return 0;
    return columns;
}

// MARK: - History

static inline int vsh_history_setsize(History *h, HistEvent *ev, int size) {
    return history(h, ev, H_SETSIZE, size);
}

static inline int vsh_history_setunique(History *h, HistEvent *ev, int unique) {
    return history(h, ev, H_SETUNIQUE, unique);
}

static inline int vsh_history_enter(History *h, HistEvent *ev, const char *entry) {
    return history(h, ev, H_ENTER, entry);
}

/// Returns the number of entries read, or -1.
static inline int vsh_history_load(History *h, HistEvent *ev, const char *path) {
    return history(h, ev, H_LOAD, path);
}

/// Rewrites `path` with every entry (libedit's format, mode 0600).
static inline int vsh_history_save(History *h, HistEvent *ev, const char *path) {
    return history(h, ev, H_SAVE, path);
}

/// Writes every entry to `fp` at its current position; the format's header line is written only
/// when that position is 0, so appending to an existing history file works.
static inline int vsh_history_save_fp(History *h, HistEvent *ev, FILE *fp) {
    return history(h, ev, H_SAVE_FP, fp);
}

/// Walk helpers: H_LAST is the oldest entry, H_PREV moves towards newer ones.
static inline int vsh_history_last(History *h, HistEvent *ev) {
    return history(h, ev, H_LAST);
}

static inline int vsh_history_prev(History *h, HistEvent *ev) {
    return history(h, ev, H_PREV);
}

#endif
