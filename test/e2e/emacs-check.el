;;; emacs-check.el --- the checks of test/e2e/emacs.test.ts  -*- lexical-binding: t -*-
;;
;; Loaded in `emacs --batch' after the README's eglot snippet (the test's init.el). Visits the
;; file, lets eglot start `urilint-language-server' as the snippet says, and checks through
;; Flymake that urilint's diagnostics arrive (the snippet's settings included: no-insecure-scheme
;; is a warning), then runs the quick fix of no-default-port through `eglot-code-actions' (the
;; choice answered by the test) and checks the buffer text and that the server drops that finding.
;; Batch mode has no command loop, so what the command loop would do is done here: the
;; `post-command-hook' that `eglot-ensure' waits for runs once after the visit.
;; Environment: URILINT_FILE (the file), URILINT_RESULT (file to write the outcome to).

(require 'cl-lib)

(defun urilint-e2e-finish (ok message)
  (with-temp-file (getenv "URILINT_RESULT")
    (insert (if ok "OK " "FAIL ") message "\n"))
  (kill-emacs (if ok 0 1)))

(defun urilint-e2e-wait (predicate seconds)
  "Process events until PREDICATE holds or SECONDS pass; PREDICATE's last value."
  (let ((deadline (+ (float-time) seconds)) value)
    (while (and (not (setq value (funcall predicate))) (< (float-time) deadline))
      (accept-process-output nil 0.05))
    value))

(defun urilint-e2e-codes ()
  "The urilint rule ids of the buffer's Flymake diagnostics, sorted and joined."
  (mapconcat #'identity
             (sort (cl-loop for d in (flymake-diagnostics)
                            for lsp = (cdr (assoc 'eglot-lsp-diag (flymake-diagnostic-data d)))
                            when (equal (plist-get lsp :source) "urilint")
                            collect (plist-get lsp :code))
                   #'string<)
             ","))

(condition-case err
    (progn
      (find-file (getenv "URILINT_FILE"))
      (run-hooks 'post-command-hook)
      (unless (urilint-e2e-wait (lambda () (eglot-current-server)) 20)
        (urilint-e2e-finish nil (format "eglot did not start (major mode %s)" major-mode)))
      (unless (urilint-e2e-wait (lambda () (equal (urilint-e2e-codes) "no-default-port,no-insecure-scheme")) 20)
        (urilint-e2e-finish nil (format "diagnostics: %S" (mapcar #'flymake-diagnostic-text (flymake-diagnostics)))))
      (let ((port (cl-find-if (lambda (d) (string-match-p "default port" (flymake-diagnostic-text d)))
                              (flymake-diagnostics))))
        ;; As from the keyboard (M-x eglot-code-actions): a key, not a mouse click, came last, so
        ;; eglot asks with `completing-read' rather than a popup menu.
        (cl-letf ((last-nonmenu-event ?\r)
                  ((symbol-function 'completing-read)
                   (lambda (_prompt collection &rest _)
                     (or (cl-find "Fix this urilint/no-default-port problem" (all-completions "" collection) :test #'equal)
                         (urilint-e2e-finish nil (format "no quick fix among %S" (all-completions "" collection)))))))
          (eglot-code-actions (flymake-diagnostic-beg port) (flymake-diagnostic-end port) nil t)))
      (let ((text (buffer-substring-no-properties (point-min) (point-max))))
        (unless (equal text "const api = \"http://api.acme.io/v1\";\nexport default api;\n")
          (urilint-e2e-finish nil (format "buffer is %S" text))))
      (unless (urilint-e2e-wait (lambda () (equal (urilint-e2e-codes) "no-insecure-scheme")) 20)
        (urilint-e2e-finish nil (format "after the fix: %S" (mapcar #'flymake-diagnostic-text (flymake-diagnostics)))))
      (urilint-e2e-finish t (format "Emacs %s, eglot: diagnostics received, quick fix applied" emacs-version)))
  (error (urilint-e2e-finish nil (format "error: %S" err))))
