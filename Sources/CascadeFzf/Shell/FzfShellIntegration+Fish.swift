extension FzfShellIntegration {
  /// fish's key bindings.
  package static let fish = #"""
    # Cascade as fzf: fish key bindings (CTRL-T, CTRL-R, ALT-C).
    function __cascade_fzf_options
      echo --height (set -q FZF_TMUX_HEIGHT; and echo $FZF_TMUX_HEIGHT; or echo 40%) --min-height 20+ --reverse
    end

    function __cascade_fzf_find
      find -L . -mindepth 1 \( -path '*/.*' -o -fstype sysfs -o -fstype devfs -o -fstype devtmpfs -o -fstype proc \) -prune -o \( $argv \) -print 2> /dev/null | sed -e 's@^\./@@'
    end

    function cascade-fzf-file-widget
      set -l command "$FZF_CTRL_T_COMMAND"
      test -n "$command"; or set command "__cascade_fzf_find -type f -o -type d -o -type l"
      set -lx FZF_DEFAULT_OPTS (__cascade_fzf_options) --scheme=path $FZF_DEFAULT_OPTS $FZF_CTRL_T_OPTS
      set -l picked (eval $command | fzf -m)
      if test (count $picked) -gt 0
        commandline -it -- (string escape -- $picked | string join ' ')' '
      end
      commandline -f repaint
    end

    function cascade-fzf-history-widget
      set -lx FZF_DEFAULT_OPTS (__cascade_fzf_options) --scheme=history --bind=ctrl-r:toggle-sort +m $FZF_DEFAULT_OPTS $FZF_CTRL_R_OPTS
      set -l picked (builtin history -z | fzf --read0 --print0 -q (commandline) | string split0)
      if test (count $picked) -gt 0
        commandline -- $picked
      end
      commandline -f repaint
    end

    function cascade-fzf-cd-widget
      set -l command "$FZF_ALT_C_COMMAND"
      test -n "$command"; or set command "__cascade_fzf_find -type d"
      set -lx FZF_DEFAULT_OPTS (__cascade_fzf_options) --scheme=path $FZF_DEFAULT_OPTS $FZF_ALT_C_OPTS
      set -l picked (eval $command | fzf +m)
      if test -n "$picked"
        builtin cd -- $picked
      end
      commandline -f repaint
    end

    bind \ct cascade-fzf-file-widget
    bind \cr cascade-fzf-history-widget
    bind \ec cascade-fzf-cd-widget
    if bind -M insert > /dev/null 2>&1
      bind -M insert \ct cascade-fzf-file-widget
      bind -M insert \cr cascade-fzf-history-widget
      bind -M insert \ec cascade-fzf-cd-widget
    end
    """#
}
