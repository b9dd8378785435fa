extension FzfShellIntegration {
  /// zsh's key bindings (widgets) and `**<TAB>` completion.
  package static let zsh = #"""
    # Cascade as fzf: zsh key bindings (CTRL-T, CTRL-R, ALT-C) and **<TAB> completion.
    if [[ -o interactive ]]; then

    __cascade_fzf_height() { print -r -- "--height ${FZF_TMUX_HEIGHT:-40%} --min-height 20+ --reverse"; }

    __cascade_fzf_find() {
      find -L "${1:-.}" -mindepth 1 \( -path '*/.*' -o -fstype sysfs -o -fstype devfs -o -fstype devtmpfs -o -fstype proc \) -prune \
        -o \( ${2:--type f -o -type d -o -type l} \) -print 2> /dev/null | sed -e 's@^\./@@'
    }

    cascade-fzf-file-widget() {
      local command=${FZF_CTRL_T_COMMAND:-__cascade_fzf_find} item picked=()
      eval "$command" | FZF_DEFAULT_OPTS="$(__cascade_fzf_height) --scheme=path $FZF_DEFAULT_OPTS $FZF_CTRL_T_OPTS" fzf -m |
        while IFS= read -r item; do picked+=("${(q)item}"); done
      LBUFFER+="${(j: :)picked}${picked:+ }"
      zle reset-prompt
    }

    cascade-fzf-history-widget() {
      local picked
      setopt localoptions pipefail
      picked=$(fc -rl 1 | sed -e 's/^ *\([0-9]*\)\*\{0,1\} */\1\t/' |
        FZF_DEFAULT_OPTS="$(__cascade_fzf_height) -n2..,.. --scheme=history --bind=ctrl-r:toggle-sort +m $FZF_DEFAULT_OPTS $FZF_CTRL_R_OPTS" \
          fzf -d '\t' --query "$LBUFFER")
      if [[ -n $picked ]]; then
        zle vi-fetch-history -n "${picked%%$'\t'*}"
      fi
      zle reset-prompt
    }

    cascade-fzf-cd-widget() {
      local command=${FZF_ALT_C_COMMAND:-"__cascade_fzf_find . '-type d'"} picked
      picked=$(eval "$command" | FZF_DEFAULT_OPTS="$(__cascade_fzf_height) --scheme=path $FZF_DEFAULT_OPTS $FZF_ALT_C_OPTS" fzf +m)
      if [[ -n $picked ]]; then
        builtin cd -- "$picked"
        zle push-line
        BUFFER=''
        zle accept-line
      fi
      zle reset-prompt
    }

    zle -N cascade-fzf-file-widget
    zle -N cascade-fzf-history-widget
    zle -N cascade-fzf-cd-widget
    for keymap in emacs viins vicmd; do
      bindkey -M $keymap '^T' cascade-fzf-file-widget
      bindkey -M $keymap '^R' cascade-fzf-history-widget
      bindkey -M $keymap '\ec' cascade-fzf-cd-widget
    done
    unset keymap

    # **<TAB>: paths below the word before the trigger; anything else, zsh's own completion.
    cascade-fzf-completion() {
      local trigger=${FZF_COMPLETION_TRIGGER-'**'} word=${LBUFFER##* }
      if [[ -n $trigger && $word == *"$trigger" ]]; then
        local base=${word%"$trigger"} dir item picked=()
        dir=${base%/*}
        [[ $base == */* ]] || dir=.
        [[ -z $dir ]] && dir=/
        (cd -- "$dir" 2> /dev/null && __cascade_fzf_find) |
          FZF_DEFAULT_OPTS="$(__cascade_fzf_height) --scheme=path $FZF_DEFAULT_OPTS $FZF_COMPLETION_OPTS" \
            fzf -m --query "${base##*/}" |
          while IFS= read -r item; do
            if [[ $dir == . && $base != ./* ]]; then picked+=("${(q)item}"); else picked+=("${(q)${dir%/}/$item}"); fi
          done
        if (( ${#picked} )); then
          LBUFFER="${LBUFFER%$word}${(j: :)picked} "
        fi
        zle reset-prompt
      else
        zle ${cascade_fzf_default_completion:-expand-or-complete}
      fi
    }
    cascade_fzf_default_completion=$(bindkey '^I' | awk '{print $2}')
    [[ $cascade_fzf_default_completion == cascade-fzf-completion ]] && cascade_fzf_default_completion=expand-or-complete
    zle -N cascade-fzf-completion
    bindkey '^I' cascade-fzf-completion

    fi
    """#
}
