extension FzfShellIntegration {
  /// bash's key bindings and `**<TAB>` completion.
  package static let bash = #"""
    # Cascade as fzf: bash key bindings (CTRL-T, CTRL-R, ALT-C) and **<TAB> completion.
    if [[ $- =~ i ]]; then

    __cascade_fzf_height() { printf -- '--height %s --min-height 20+ --reverse' "${FZF_TMUX_HEIGHT:-40%}"; }

    __cascade_fzf_files() {
      local command=${FZF_CTRL_T_COMMAND:-"find -L . -mindepth 1 \\( -path '*/.*' -o -fstype sysfs -o -fstype devfs -o -fstype devtmpfs -o -fstype proc \\) -prune -o \\( -type f -o -type d -o -type l \\) -print 2> /dev/null | cut -b3-"}
      eval "$command" | FZF_DEFAULT_OPTS="$(__cascade_fzf_height) --scheme=path $FZF_DEFAULT_OPTS $FZF_CTRL_T_OPTS" fzf -m "$@" |
        while IFS= read -r item; do printf '%q ' "$item"; done
    }

    __cascade_fzf_insert_files() {
      local picked
      picked=$(__cascade_fzf_files)
      READLINE_LINE="${READLINE_LINE:0:$READLINE_POINT}$picked${READLINE_LINE:$READLINE_POINT}"
      READLINE_POINT=$((READLINE_POINT + ${#picked}))
    }

    __cascade_fzf_history() {
      local picked
      picked=$(HISTTIMEFORMAT='' builtin history |
        sed -e 's/^ *\([0-9]*\)\*\{0,1\} */\1\t/' |
        FZF_DEFAULT_OPTS="$(__cascade_fzf_height) -n2..,.. --scheme=history --bind=ctrl-r:toggle-sort +m --tac $FZF_DEFAULT_OPTS $FZF_CTRL_R_OPTS" \
          fzf -d '\t' --query "$READLINE_LINE") || return
      READLINE_LINE=${picked#*$'\t'}
      READLINE_POINT=${#READLINE_LINE}
    }

    # ALT-C runs in the shell itself (bind -x), so the cd stays.
    __cascade_fzf_cd() {
      local command=${FZF_ALT_C_COMMAND:-"find -L . -mindepth 1 \\( -path '*/.*' -o -fstype sysfs -o -fstype devfs -o -fstype devtmpfs -o -fstype proc \\) -prune -o -type d -print 2> /dev/null | cut -b3-"}
      local picked
      picked=$(eval "$command" | FZF_DEFAULT_OPTS="$(__cascade_fzf_height) --scheme=path $FZF_DEFAULT_OPTS $FZF_ALT_C_OPTS" fzf +m) &&
        [[ -n $picked ]] && builtin cd -- "$picked" && printf '%s\n' "$PWD"
    }

    bind -m emacs-standard -x '"\C-t": __cascade_fzf_insert_files'
    bind -m emacs-standard -x '"\C-r": __cascade_fzf_history'
    bind -m emacs-standard -x '"\ec": __cascade_fzf_cd'
    bind -m vi-insert -x '"\C-t": __cascade_fzf_insert_files'
    bind -m vi-insert -x '"\C-r": __cascade_fzf_history'

    # **<TAB>: the word before the trigger is where the paths start.
    __cascade_fzf_complete() {
      local trigger=${FZF_COMPLETION_TRIGGER-'**'} word=${COMP_WORDS[COMP_CWORD]}
      # Without the trigger: no answer, so bash completes as it would (-o bashdefault -o default).
      if [[ -z $trigger || $word != *"$trigger" ]]; then
        COMPREPLY=()
        return 1
      fi
      local base=${word%"$trigger"} dir picked
      dir=${base%/*}
      [[ $base == */* ]] || dir=.
      [[ -z $dir ]] && dir=/
      picked=$(cd -- "$dir" 2> /dev/null &&
        find -L . -mindepth 1 \( -path '*/.*' -o -fstype proc \) -prune -o -print 2> /dev/null | cut -b3- |
        FZF_DEFAULT_OPTS="$(__cascade_fzf_height) --scheme=path $FZF_DEFAULT_OPTS $FZF_COMPLETION_OPTS" \
          fzf -m --query "${base##*/}" |
        while IFS= read -r item; do
          if [[ $dir == . && $base != ./* ]]; then printf '%q ' "$item"; else printf '%q ' "${dir%/}/$item"; fi
        done)
      # The terminal's answer to a status request (ESC [0n) is bound to redraw the line the list
      # was drawn over.
      printf '\e[5n'
      if [[ -n $picked ]]; then
        COMPREPLY=("${picked% }")
      else
        COMPREPLY=("$base")
      fi
    }

    bind '"\e[0n": redraw-current-line' 2> /dev/null
    for __cascade_fzf_command in awk cat cd cp diff emacs ex git grep head less ln ls mv nano rm rmdir sed sort \
      source tail tar vi vim nvim code xdg-open open; do
      complete -o bashdefault -o default -o nospace -F __cascade_fzf_complete "$__cascade_fzf_command"
    done
    unset __cascade_fzf_command

    fi
    """#
}
